/**
 * One deployer of the race test (registry-ops.race.test.ts), in its own process: `ops` random deploy /
 * stage / rollback / promote / canary operations on `mfe-signing` through the same registry operations
 * as the CLI (registry-ops.ts), against the state store the environment names. Prints one JSON line per
 * operation: applied, or refused with the rule's message; after each, whether the registry it then
 * reads is valid. Anything else thrown is printed as `error`: an operation lost without a message.
 */
import { openStateStore, storeConfig } from '../delivery/stores/select';
import { beginCanary, changeCanary, promotePublished, recordPublished, rollbackVersion } from './registry-ops';
import { registryInvalidity } from './registry-invariants';
import { RollbackError } from './rollback';
import { TransitionError } from './transitions';

const KEY = 'mfe-signing';
const [who = 'a', opsArg = '25', seedArg = '1'] = process.argv.slice(2);

/** mulberry32: the same seed gives the same sequence of choices (a failing run can be replayed). */
let seed = Number(seedArg) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

async function main(): Promise<void> {
  const state = await openStateStore(storeConfig().state);
  for (let i = 0; i < Number(opsArg); i++) {
    const { registry } = await state.readRegistry();
    const history = registry.remotes[KEY]?.history.map((v) => v.version) ?? [];
    const op = pick(['deploy', 'stage', 'rollback', 'promote', 'canary-start', 'canary-set', 'canary-end'] as const);
    const version = `1.0.0-${who}${i}`;
    let out: { applied: boolean; message?: string; error?: string };
    try {
      if (op === 'deploy' || op === 'stage')
        await recordPublished(state, {
          key: KEY,
          version,
          contractMajor: 1,
          integrity: 'sha384-x',
          stage: op === 'stage',
        });
      else if (op === 'rollback') await rollbackVersion(state, KEY, undefined, 1);
      else if (op === 'promote') await promotePublished(state, KEY, pick(history));
      else if (op === 'canary-start') await beginCanary(state, KEY, pick(history), 1 + Math.floor(random() * 50));
      else if (op === 'canary-set') await changeCanary(state, KEY, 'set', String(1 + Math.floor(random() * 99)));
      else await changeCanary(state, KEY, pick(['promote', 'abort'] as const));
      out = { applied: true };
    } catch (err) {
      out =
        err instanceof TransitionError || err instanceof RollbackError
          ? { applied: false, message: err.message }
          : { applied: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    const invalid = registryInvalidity((await state.readRegistry()).registry, KEY);
    console.log(JSON.stringify({ who, i, op, version, ...out, invalid }));
    await new Promise((r) => setTimeout(r, random() * 15)); // the two deployers interleave
  }
  await state.close();
}

main().catch((err: unknown) => {
  console.log(JSON.stringify({ who, fatal: String(err) }));
  process.exit(1);
});
