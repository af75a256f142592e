import type { JudgeCaseMode } from '../../contract/judge-status.ts';
import type { TestDataBounds } from '../../contract/problem-bounds.ts';
import type { UploadTestcaseResult } from '../../contract/problems.ts';
import { AppError, type Lang } from '../errors.ts';
import type { DiskRoom } from '../site/disk-quota.ts';
import { stageTestcaseZip } from '../testcases/staging.ts';
import type { FormatName } from './detect-format.ts';
import { preparePackage, type PreparedItem } from './prepare-import.ts';
import { decodeUtf8, parseCsv, type CsvRecord } from '../csv-read.ts';

/**
 * The work done off the main thread: unpacking and checking an upload and writing its files, or
 * reading an uploaded CSV file.
 * Only plain data crosses the thread boundary, so errors travel as their catalogue fields.
 */
export type ImportJob =
  | {
      kind: 'package';
      dataDir: string;
      format: FormatName;
      bytes: Uint8Array;
      fileName: string;
      lang: Lang;
      bounds: TestDataBounds;
    }
  | {
      kind: 'testcases';
      dataDir: string;
      bytes: Uint8Array;
      mode: JudgeCaseMode;
      bounds: TestDataBounds;
      room?: DiskRoom;
    }
  | { kind: 'csv'; bytes: Uint8Array };

export type JobResult<J extends ImportJob> = J extends { kind: 'package' }
  ? PreparedItem[]
  : J extends { kind: 'csv' }
    ? CsvRecord[]
    : UploadTestcaseResult;

type WireError =
  | { code: string; status: AppError['status']; en: string; zh: string; data: unknown }
  | { internal: string };
export type WireReply = { ok: true; result: unknown } | { ok: false; error: WireError };

export function toWire(error: unknown): WireError {
  if (error instanceof AppError)
    return { code: error.code, status: error.status, en: error.en, zh: error.zh, data: error.data };
  return { internal: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

export function fromWire(wire: WireError): Error {
  if ('internal' in wire) return new Error(`import worker: ${wire.internal}`);
  return new AppError(wire.code, wire.status, wire.en, wire.zh, wire.data);
}

/** Runs a job where it is called (the worker calls this); refusals are made plain for the trip. */
export function runJob(job: ImportJob): unknown {
  if (job.kind === 'testcases')
    return stageTestcaseZip(job.dataDir, job.bytes, job.mode, job.bounds, undefined, job.room);
  if (job.kind === 'csv') return parseCsv(decodeUtf8(job.bytes));
  return preparePackage(job.dataDir, job.format, job.bytes, job.fileName, job.lang, job.bounds).map((p) =>
    'refused' in p ? { title: p.title, refusedWire: toWire(p.refused) } : p,
  );
}

/** The job's result as the main thread uses it (refusals become errors again). */
export function readResult<J extends ImportJob>(job: J, result: unknown): JobResult<J> {
  if (job.kind !== 'package') return result as JobResult<J>;
  const items = result as ({ title: string; refusedWire: WireError } | PreparedItem)[];
  return items.map((p) =>
    'refusedWire' in p ? { title: p.title, refused: fromWire(p.refusedWire) as AppError } : p,
  ) as JobResult<J>;
}
