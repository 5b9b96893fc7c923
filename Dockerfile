# The gateway as a container: compiled JavaScript and production dependencies only (no TypeScript
# loader at run time), run as the unprivileged `node` user on Node.js 26, the active LTS line. Without backend URLs it starts the embedded
# emulators (a demo); set the *_BASE_URL variables for real use. NODE_ENV=production: callers send
# their own credentials (the demo tokens, when emulated) unless SERVICE_CREDENTIAL_CALLERS says otherwise.

# Compiles src/ and emulators/ to dist/ (with the SDL beside them), using the dev dependencies.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/copy-build-assets.mjs scripts/build-inputs.mjs ./scripts/
COPY schema ./schema
COPY src ./src
COPY emulators ./emulators
RUN npm run build

# Production dependencies alone.
FROM node:26-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:26-bookworm-slim
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
# package.json marks dist/ as ES modules ("type": "module").
COPY --chown=node:node package.json ./
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
