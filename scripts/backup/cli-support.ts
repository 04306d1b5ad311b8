import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../server/env';
import type { TableSummary } from '../../server/features/backup';

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The app's own configuration: the same DATABASE_URL or DATA_DIR the server uses. */
export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(['Invalid configuration:', ...error.problems].join('\n  '));
    throw error;
  }
}

export function readArgs(usage: string) {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { out: { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

export function printTables(title: string, tables: TableSummary[]) {
  const total = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(title);
  for (const table of tables) {
    console.log(`  ${table.name.padEnd(18)} ${String(table.rows).padStart(9)} rows  md5 ${table.checksum}`);
  }
  console.log(`  ${'total'.padEnd(18)} ${String(total).padStart(9)} rows in ${tables.length} tables`);
}

/** Runs a CLI's main, turning any failure into one line on stderr and exit code 1. */
export function run(main: () => Promise<void>) {
  main().catch((error: unknown) => fail(`Failed: ${error instanceof Error ? error.message : String(error)}`));
}
