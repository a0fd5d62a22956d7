# One image for the API, the worker and the one-shot migration; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps ./apps
COPY packages ./packages
COPY prisma ./prisma
COPY prisma.config.ts tsconfig.base.json turbo.json ./
COPY test/package.json ./test/package.json
COPY bench/package.json ./bench/package.json
# All dependencies, dev ones included: the apps run their TypeScript through tsx, and `prisma generate` runs at
# install. Nothing is downloaded beyond the npm registry.
RUN pnpm install --frozen-lockfile
ENV NODE_ENV=production
USER node
ENV DOCSIFT_DATA_DIR=/tmp/docsift
ENTRYPOINT ["pnpm", "--silent", "docsift"]
CMD ["api"]
