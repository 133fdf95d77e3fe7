/**
 * The administrator's commands of glossa-server over users and keys beyond adding them:
 * `users list|disable|enable|delete|export` and `keys list|revoke`. Each prints one JSON line,
 * as every management command does (cli.ts runs them).
 */
import { createAccountAdmin } from './rules/account-admin.ts';
import { openAppDatabase } from './stores/app-db.ts';

/** The options these commands read, beside those cli.ts has. */
export const ADMIN_OPTIONS = {
  id: { type: 'string' },
  key: { type: 'string' },
} as const;

export const ADMIN_USAGE = `  glossa-server users list [--data-dir DIR] [--database-url URL]
  glossa-server users disable --username U [--data-dir DIR] [--database-url URL]
  glossa-server users enable --username U [--data-dir DIR] [--database-url URL]
  glossa-server users delete --username U [--data-dir DIR] [--database-url URL]
  glossa-server users export --username U [--data-dir DIR] [--database-url URL]
  glossa-server keys list [--username U] [--data-dir DIR] [--database-url URL]
  glossa-server keys revoke --id ID | --key KEY [--data-dir DIR] [--database-url URL]`;

const COMMANDS = ['users list', 'users disable', 'users enable', 'users delete', 'users export', 'keys list', 'keys revoke'] as const;
type AdminCommand = (typeof COMMANDS)[number];

export const isAdminCommand = (command: string): command is AdminCommand => (COMMANDS as readonly string[]).includes(command);

/**
 * Runs the command on the database (a SQLite file or a PostgreSQL address) and answers what it
 * prints; `fail` says what is missing from the command.
 */
export async function runAdminCommand(
  command: AdminCommand,
  values: { username?: string; id?: string; key?: string },
  appDatabase: string,
  fail: (message: string) => never,
): Promise<unknown> {
  const named = (): string => values.username || fail(`${command} needs --username`);
  const db = await openAppDatabase(appDatabase);
  try {
    const admin = createAccountAdmin(db);
    switch (command) {
      case 'users list':
        return { users: await admin.users() };
      case 'users disable':
        return await admin.setDisabled(named(), true);
      case 'users enable':
        return await admin.setDisabled(named(), false);
      case 'users delete':
        return await admin.deleteUser(named());
      case 'users export':
        return await admin.exportUser(named());
      case 'keys list':
        return { keys: await admin.keys(values.username) };
      case 'keys revoke':
        if (!values.id === !values.key) fail('keys revoke needs --id (as keys list shows it) or --key, one of them');
        return await admin.revokeKey({ id: values.id, key: values.key });
    }
  } finally {
    await db.close();
  }
}
