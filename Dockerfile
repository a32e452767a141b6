# Multi-stage image of the platform. The build stage runs the same commands as CI (npm install,
# prisma generate, next build); the runtime stage runs as a non-root user and `npm start` finds the
# finished build (no .git in the image, so scripts/build-if-needed.mjs trusts .next and never rebuilds).
# The same image serves the web (default command) and the worker (`npm run worker`).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lockfile without other platforms' optional binaries (see .ci/run): CI uses npm install.
RUN npm install --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
RUN rm -rf .git .data .next \
 && PRISMA_SCHEMA_ENGINE_BINARY=/bin/false npx prisma generate \
 && NODE_ENV=production npx next build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads \
    PGLITE_DIR=/data/pglite
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
 && mkdir -p /data && chown app:app /data
# tsx (scripts/prepare-db.ts, the worker) and prisma (generate at start) are needed at run time too,
# so the runtime keeps the full node_modules of the build stage.
COPY --from=build --chown=app:app /app /app
USER app
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "start"]
