/**
 * Draining before close, for replicas behind a proxy that health-checks `/ready`: once draining starts,
 * `/ready` answers 503 while every request is still served, each response carries `Connection: close`
 * (so the proxy's pooled connections to this replica end with a response, never mid-request), and the
 * listener stays open until the proxy has taken the replica out of rotation (`SHUTDOWN_DRAIN_MS`).
 * Closing the listener first would refuse or 503 the requests the proxy still sends meanwhile.
 */
import type { FastifyInstance } from 'fastify'

const DRAINING = Symbol('svc.draining')

type Drainable = FastifyInstance & { [DRAINING]?: boolean }

/**
 * Starts draining: `/ready` answers 503 from now on and responses close their connection (the host's
 * onRequest hook reads the flag). Idle connections are left open: closing one could race a request the
 * proxy is sending on it; they close with the listener, once the proxy no longer routes here.
 */
export function startDraining(app: FastifyInstance) {
  ;(app as Drainable)[DRAINING] = true
}

export function isDraining(app: FastifyInstance): boolean {
  return (app as Drainable)[DRAINING] === true
}
