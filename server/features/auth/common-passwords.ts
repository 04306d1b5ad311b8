import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_COMMON } from '../../../domain/admin';
import { AppError } from '../../lib/errors';

/** Beside this module in the source tree, and copied beside the bundle by scripts/build-server.mjs. */
const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(fs.readFileSync(LIST_FILE, 'utf8').split('\n').filter(Boolean));
  return common;
}

/**
 * Whether a password is one attackers try first (ASVS 2.1.7): a listed one, a listed one padded
 * with digits or symbols ('Password2024!'), or one short pattern repeated ('abcabcabcabc').
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const list = commonPasswords();
  if (list.has(text)) return true;
  const core = text.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  if (core && list.has(core)) return true;
  return /^(.{1,4})\1+$/.test(text);
}

/** 400 with a field message when the password is a common one. */
export function assertUncommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', PASSWORD_COMMON, { [field]: [PASSWORD_COMMON] });
  }
}
