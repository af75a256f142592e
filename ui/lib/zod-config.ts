// The UI runs under a Content-Security-Policy without 'unsafe-eval', so zod must not compile its
// parsers with `new Function` (its probe alone is reported as a blocked eval). main.tsx imports
// this first, before any schema is built: zod decides per schema when the schema is created.
import { z } from 'zod';

z.config({ jitless: true });
