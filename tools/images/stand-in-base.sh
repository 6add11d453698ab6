#!/usr/bin/env bash
# Builds a STAND-IN for the node:20-slim base image, for machines that cannot pull it (no Docker Hub):
# Debian trixie minbase with Debian's nodejs 20 and ca-certificates, npm from the npm registry in
# /usr/local, a `node` user and group with uid/gid 1000 and a home, as in the official image. It is tagged
# node:20-slim locally so the generated Dockerfiles build unchanged; it is never pushed anywhere.
# Needs root, debootstrap and buildah. Usage: stand-in-base.sh [--ca-file FILE] [--npm VERSION]
#   --ca-file  a CA bundle to bake in as the system bundle and NODE_EXTRA_CA_CERTS (a host whose HTTPS
#              egress is re-signed by a local CA needs it for npm and pnpm inside the builds)
set -euo pipefail

ca_file=""
npm_version="10.8.2"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
while [ $# -gt 0 ]; do
  case "$1" in
    --ca-file) ca_file="$2"; shift 2 ;;
    --npm) npm_version="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

rootfs="$(mktemp -d /var/tmp/node-slim-standin.XXXXXX)"
container=""
cleanup() {
  if [ -n "$container" ]; then buildah rm "$container" >/dev/null 2>&1 || true; fi
  rm -rf "$rootfs"
}
trap cleanup EXIT

echo "stand-in base: debootstrap trixie (minbase + nodejs + ca-certificates) from $mirror"
debootstrap --variant=minbase --include=nodejs,ca-certificates trixie "$rootfs" "$mirror" >/dev/null

echo "stand-in base: npm $npm_version from the npm registry"
mkdir -p "$rootfs/usr/local/lib/node_modules/npm" "$rootfs/usr/local/bin"
curl -fsSL "https://registry.npmjs.org/npm/-/npm-${npm_version}.tgz" |
  tar -xz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

echo "node:x:1000:1000::/home/node:/bin/sh" >>"$rootfs/etc/passwd"
echo "node:x:1000:" >>"$rootfs/etc/group"
echo "node:!:20000::::::" >>"$rootfs/etc/shadow"
mkdir -p "$rootfs/home/node"
chown 1000:1000 "$rootfs/home/node"

extra_env=()
if [ -n "$ca_file" ]; then
  cp "$ca_file" "$rootfs/etc/ssl/certs/ca-certificates.crt"
  extra_env=(--env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt)
fi

rm -rf "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* \
  "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/log/*

container="$(buildah from scratch)"
mountpoint="$(buildah mount "$container")"
cp -a "$rootfs/." "$mountpoint/"
buildah umount "$container" >/dev/null
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${extra_env[@]}" \
  --label org.opencontainers.image.description="stand-in for node:20-slim (Debian trixie nodejs), built locally, never pushed" \
  --cmd node "$container"
buildah commit --quiet --format docker "$container" node:20-slim >/dev/null
buildah tag node:20-slim docker.io/library/node:20-slim
echo "stand-in base: tagged node:20-slim ($(buildah images --noheading --format '{{.ID}}, {{.Size}}' node:20-slim))"
