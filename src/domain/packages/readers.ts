import type { PackageReader } from './common.ts';
import type { FormatName } from './detect-format.ts';
import { readFpsPackage } from './import-fps.ts';
import { readHydroPackage } from './import-hydro.ts';
import { readKattisPackage } from './import-kattis.ts';
import { readPolygonPackage } from './import-polygon.ts';
import { readQduojPackage } from './import-qduoj.ts';
import { readVerdictPackage } from './import-verdict.ts';

/**
 * The package readers by format name. The import worker looks a reader up here, so a new format
 * is one line here and one route; every reader has the same shape: bytes, file name and the
 * caller's language in, the problems found (or why each was refused) out.
 */
export const PACKAGE_READERS: Record<FormatName, PackageReader> = {
  verdict: (bytes) => readVerdictPackage(bytes),
  qduoj: (bytes) => readQduojPackage(bytes),
  fps: readFpsPackage,
  hydro: (bytes) => readHydroPackage(bytes),
  polygon: (bytes, name, lang) =>
    readPolygonPackage(
      bytes,
      name,
      lang === 'zh-CN' ? ['chinese', 'english', 'russian'] : ['english', 'chinese', 'russian'],
    ),
  kattis: (bytes, name, lang) =>
    readKattisPackage(bytes, name, lang === 'zh-CN' ? ['zh', 'zh-CN', 'en'] : ['en', 'zh', 'zh-CN']),
};
