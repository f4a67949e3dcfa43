import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
await seedDemoData(database.db, { demoAccount: config.demoMode });
await database.close();
console.log(`Demo data loaded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`);
