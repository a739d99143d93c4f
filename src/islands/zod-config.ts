/**
 * zod without its JIT: zod 4 compiles object parsers with `new Function` when it can, and probes
 * for that the first time it is used. The site's Content-Security-Policy has no 'unsafe-eval', so
 * the probe is refused and the browser reports a `securitypolicyviolation` even though zod catches
 * the error. Jitless mode skips the probe (zod parses the same way, without generated code).
 *
 * Import this module FIRST in every island entry, and every lazily loaded chunk, that uses zod,
 * directly or through src/domain (the account section, the documents, evidence and reviews screens,
 * and the checks the tracker and case law load on a save), so the setting is in place before any
 * schema runs. tests/unit/island-zod-config.test.ts finds them all.
 */
import { z } from 'zod';

z.config({ jitless: true });
