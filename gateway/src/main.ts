import { loadConfig } from './config';
import { buildGateway } from './server';

const config = loadConfig();
const app = await buildGateway(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`portal and GraphQL at http://localhost:${config.port}/ (api at ${config.apiUrl})`);
