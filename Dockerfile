# One image for every process of the distributed mode; docker-compose picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json nest-cli.json tsconfig.base.json tsconfig.build.json ./
COPY libs ./libs
COPY apps ./apps
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund && node scripts/build.js && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /shop
ENV NODE_ENV=production
COPY --from=build /shop /shop
USER node
EXPOSE 3000
CMD ["node", "apps/gateway/dist/main.js"]
