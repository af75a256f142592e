/**
 * An online test run: the user's code on custom input (at most 1000 characters) with the
 * problem's limits; optionally compared with an expected output. Returns the status, time,
 * memory and the (bounded) stdout and stderr.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus } from '../src/contract/judge-status.ts';
import type { TestRunResult, TestRunTask } from './host.ts';
import { compile } from './compile.ts';
import { type JudgeContext, throwIfAborted } from './context.ts';
import { compareOutputs } from './compare.ts';
import { runArgv } from './languages/registry.ts';
import { judgeLimits, sandboxLimits } from './limits.ts';
import { runVerdict } from './run-verdict.ts';
import { collectOutputFile } from './untrusted-file.ts';
import { copyFiles, makeSubDir, makeWorkDir, readHead, removeDir, safeFileName, writeFiles } from './workspace.ts';

export const TEST_INPUT_MAX = 1000;
export const TEST_OUTPUT_SHOWN = 64 * 1024;

export async function judgeTestRun(
  ctx: JudgeContext,
  task: TestRunTask,
  signal: AbortSignal,
): Promise<TestRunResult | null> {
  const { problem } = task;
  const finish = async (result: TestRunResult) => ((await ctx.host.finishTest(task.key, result)) ? result : null);
  const fail = (status: TestRunResult['status'], errorMessage: string) =>
    finish({ status, time: 0, memory: 0, stdout: '', stderr: '', errorMessage });

  const language = ctx.languages.get(task.language);
  if (!language?.available)
    return fail(JudgeStatus.SYSTEM_ERROR, `language ${task.language} is not available on this judge`);
  if ([...task.input].length > TEST_INPUT_MAX)
    return fail(JudgeStatus.SYSTEM_ERROR, `the test input is longer than ${TEST_INPUT_MAX} characters`);
  if (problem.judgeMode === 'interactive')
    return fail(JudgeStatus.SYSTEM_ERROR, 'interactive problems cannot be test-run');
  const scratch = makeWorkDir(ctx.workRoot, `test-${task.key.id}`);
  try {
    const buildDir = makeSubDir(scratch, 'build');
    const logs = makeSubDir(scratch, 'logs');
    // Never wait for a precompiled header: without one the compile is slower, not wrong.
    const pchDir = language.pchStd && ctx.languages.pch ? ctx.languages.pch.ready(language.pchStd) : null;
    const compiled = await compile({
      sandbox: ctx.sandbox,
      language,
      source: task.code,
      dir: buildDir,
      logDir: logs,
      extraFiles: problem.userExtraFiles,
      pchDir,
      cache: ctx.compileCache,
    });
    if (!compiled.ok) return await fail(compiled.status, compiled.message);
    throwIfAborted(signal);

    const work = makeSubDir(scratch, 'run');
    copyFiles(buildDir, work);
    await writeFiles(work, problem.userExtraFiles);
    const inputFile = join(logs, 'input.txt');
    await writeFile(inputFile, task.input);
    if (problem.fileIo) await writeFile(join(work, safeFileName(problem.fileIo.input)), task.input);
    const limits = judgeLimits(problem, language);
    const stdoutFile = join(logs, 'stdout.txt');
    const stderrFile = join(logs, 'stderr.txt');
    const runLimits = sandboxLimits(limits, Buffer.byteLength(task.expectedOutput ?? ''));
    const run = await ctx.sandbox.run({
      argv: runArgv(language, limits.memoryMb, limits.stackMb),
      workDir: work,
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...language.run.env },
      stdinFile: inputFile,
      stdoutFile,
      stderrFile,
      stderrMaxBytes: TEST_OUTPUT_SHOWN,
      limits: runLimits,
    });
    // A file-IO output is the program's own file: only a checked copy of it is ever read.
    const outputFile = problem.fileIo ? join(logs, 'file.out') : stdoutFile;
    const refused = problem.fileIo
      ? await collectOutputFile(work, problem.fileIo.output, outputFile, runLimits.outputBytes)
      : null;
    const stderr = readHead(stderrFile, TEST_OUTPUT_SHOWN);
    const stdout = readHead(outputFile, TEST_OUTPUT_SHOWN);
    const v = runVerdict(run, limits, stderr);
    const result = (status: TestRunResult['status'], errorMessage?: string) =>
      finish({ status, time: v.time, memory: v.memory, stdout, stderr, ...(errorMessage ? { errorMessage } : {}) });
    if (v.status !== null) return await result(v.status, v.message);
    if (refused) return await result(refused.status, refused.message);
    if (task.expectedOutput === undefined) return await result(JudgeStatus.ACCEPTED);
    const expectedFile = join(logs, 'expected.txt');
    await writeFile(expectedFile, task.expectedOutput);
    const compared = await compareOutputs(outputFile, expectedFile, problem.isRemoveEndBlank);
    return await result(
      compared === 'ac'
        ? JudgeStatus.ACCEPTED
        : compared === 'pe'
          ? JudgeStatus.PRESENTATION_ERROR
          : JudgeStatus.WRONG_ANSWER,
    );
  } catch (e) {
    if (signal.aborted) throw e;
    return await fail(JudgeStatus.SYSTEM_ERROR, `judge failure: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await removeDir(scratch);
  }
}
