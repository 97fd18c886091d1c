# syntax=docker/dockerfile:1
# Fiche in one container: the API, the built web client and the worker pool, on SQLite in /data.
# The same image runs cluster mode (docs/deployment.md): DATABASE_URL and FICHE_ROLE=web|worker.

FROM node:24-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and only the runtime user's data is its own: a compromised process cannot
# rewrite the app it runs. /data (database, uploads, outputs, the JWT secret) is readable by no one else.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/workers ./workers
COPY --from=build /app/db ./db
COPY --from=build /app/domain ./domain
COPY --from=build /app/engine ./engine
RUN install -d -o node -g node -m 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# A worker serves no HTTP: it is healthy while it runs.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "if(process.env.FICHE_ROLE==='worker')process.exit(0);fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/healthcheck').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A young generation of 64 MB semi-spaces: a run's answers and socket reads die young, scavenged far less often.
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "server/main.ts"]
