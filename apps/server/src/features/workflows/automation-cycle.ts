import type PgBoss from 'pg-boss';
import type { Deps } from '../../deps';
import { runAutomation } from '../automation/run-automation';
import { runWorkflows } from './run-workflows';

/**
 * One queue for the periodic cycle of workflows and automation settings (docs/workflows.md). `stately`:
 * at most one cycle queued and one running across every process, so cycles never overlap.
 */
const AUTOMATION_QUEUE = 'automation-cycle';

/** How often a cycle is asked for: a workflow acts within about this long of its event. */
const CYCLE_SECONDS = 10;

/** One cycle: workflows on the request events they have not seen, then the automation settings. */
async function runAutomationCycle(deps: Deps): Promise<{ workflowRuns: number; automated: number }> {
  const workflowRuns = await runWorkflows(deps);
  const automated = await runAutomation(deps);
  return { workflowRuns, automated };
}

/** Registers the cycle's worker on the side-effect workers' pg-boss (main.ts) and asks for a cycle every CYCLE_SECONDS. */
export async function startAutomationCycle(
  boss: PgBoss,
  deps: Deps,
  pollingIntervalSeconds = 2,
): Promise<void> {
  if (!(await boss.getQueue(AUTOMATION_QUEUE)))
    await boss.createQueue(AUTOMATION_QUEUE, { name: AUTOMATION_QUEUE, policy: 'stately' });
  await boss.work(AUTOMATION_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async () => {
    await runAutomationCycle(deps);
  });
  const ask = () => boss.send(AUTOMATION_QUEUE, {}, { retryLimit: 0 }).catch(() => undefined);
  await ask();
  const timer = setInterval(ask, CYCLE_SECONDS * 1000);
  timer.unref();
  boss.on('stopped', () => clearInterval(timer));
}
