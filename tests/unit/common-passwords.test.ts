/**
 * The password check the Worker applies wherever a password is set (NIST SP 800-63B §3.1.1.2):
 * the shipped list of common and leaked passwords, repetitive and sequential characters, the
 * service's own name, and no composition rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonPasswordList, passwordProblem } from '../../worker/services/passwords/common-passwords';
import { COMMON_PASSWORDS_COUNT } from '../../worker/services/passwords/common-passwords-list';

describe('the common-password list shipped with the Worker', () => {
  it('holds every entry of 8 characters or more of its source, lower case and sorted, with its licence beside it', async () => {
    // Inflated as the Worker inflates it (gzip, base64), in the order the generator wrote it.
    const entries = [...(await commonPasswordList())];
    expect(entries.length).toBe(17_950);
    expect(COMMON_PASSWORDS_COUNT).toBe(17_950);
    expect(entries).toEqual([...entries].sort());
    expect(entries.every((p) => p === p.toLowerCase() && [...p].length >= 8)).toBe(true);
    expect(new Set(entries).size).toBe(entries.length);
    const licence = readFileSync(new URL('../../worker/services/passwords/LICENSE-zxcvbn-ts.txt', import.meta.url), 'utf8');
    expect(licence).toContain('Permission is hereby granted, free of charge');
  });
});

describe('passwordProblem', () => {
  it.each(['password', 'PASSWORD', 'password1', 'iloveyou', 'qwertyuiop', 'sunshine', 'football'])(
    'refuses %s: common',
    async (p) => {
      expect(await passwordProblem(p)).toBe('common');
    },
  );

  it.each([
    ['aaaaaaaa', 'repetitive'],
    ['abababab', 'repetitive'],
    ['12341234', 'repetitive'],
    ['abcdefghij', 'sequential'],
    ['98765432', 'sequential'],
  ] as const)('refuses %s: %s', async (p, problem) => {
    expect(await passwordProblem(p)).toBe(problem);
  });

  it('refuses the service’s own name, with or without spaces', async () => {
    expect(await passwordProblem('Tribunal Toolkit')).toBe('common');
  });

  it('accepts long passphrases and passwords with no composition at all (no capital, digit or symbol needed)', async () => {
    for (const p of ['correct horse battery', 'a good long password', 'marmelada de quinta', 'sextafeiradechuva']) {
      expect(await passwordProblem(p)).toBeNull();
    }
  });
});

describe('passwordProblem sees through the usual disguises', () => {
  it.each(['P@ssw0rd123', 'Password1!', 'Qwerty123!', 'Summer2026', 'tribunal2026', 'Tr1bunal!', 'Toolkit2026!', 'Claimant123'])(
    'refuses %s: a common word or the service’s own, with substitutions or digits and symbols after it',
    async (p) => {
      expect(await passwordProblem(p)).toBe('common');
    },
  );

  it.each([
    ['ana.silva@example.org', 'ana.silva@example.org'],
    ['ana.silva@example.org', 'Ana.Silva'],
    ['ana.silva@example.org', 'anasilva2026!'],
    ['joaquim.ferreira1@example.pt', 'joaquim.ferreira1'],
    ['joaquim.ferreira1@example.pt', 'Ferreira1985'],
  ])('refuses for %s the password %s: made from the account’s own e-mail', async (email, p) => {
    expect(await passwordProblem(p, { email })).toBe('personal');
  });

  it('still takes passphrases and strong passwords that only end in digits or symbols', async () => {
    for (const p of ['correct horse battery 7', 'marmelada de quinta!', 'Gato-Azul-Na-Janela-42', 'sextafeiradechuva2026']) {
      expect(await passwordProblem(p, { email: 'ana.silva@example.org' })).toBeNull();
    }
  });
});
