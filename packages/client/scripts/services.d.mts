import type { Service } from '@svc/core'

export const root: string
export function loadServices(): Promise<{ folder: string; service: Service }[]>
export function openApiDocument(service: Service): Promise<Record<string, unknown>>
export function camelName(name: string): string
