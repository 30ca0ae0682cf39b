# syntax=docker/dockerfile:1
# Qadhya's server, web app and back office in one image (docs/operations.md#container).
#   docker build -t qadhya .
#   docker run -e PUBLIC_URL=https://www.qadhya.tn -e DATABASE_URL=… -e SMS_GATEWAY_URL=… -e SMS_GATEWAY_TOKEN=… -e STAFF_SECRET_KEY=… -e PERSONAL_DATA_KEY=… -p 3000:3000 qadhya
#   docker run -e DATABASE_URL=… qadhya node scripts/migrate.mjs   (a deploy's own step: docs/operations.md#rolling-deploys)
# Stages: manifests (package files), build (every dependency, npm run build), deps (runtime
# dependencies only), and the runtime image: plain node on the build, as the unprivileged user
# `node`, with a healthcheck.

ARG NODE_IMAGE=node:20-bookworm-slim

# The workspace's manifests, the only inputs of `npm ci` (a cached layer while they do not change).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/design/package.json packages/design/
COPY packages/domain/package.json packages/domain/
COPY packages/map/package.json packages/map/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS deps
# The server's runtime dependencies only: no Vite, no test tools, no pino-pretty.
RUN npm ci --omit=dev --workspace @qadhya/server --include-workspace-root=false --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts/admin-create.mjs /app/scripts/migrate.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
COPY --from=build /app/scripts/lib/run-cli.mjs ./scripts/lib/
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/migrations ./apps/server/migrations
COPY --from=build /app/apps/server/reference-data ./apps/server/reference-data
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
# DATA_DIR holds uploads (and the embedded database when DATABASE_URL is not set).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# close-with-grace finishes the requests in flight on SIGTERM (SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
