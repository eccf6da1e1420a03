/**
 * Slots for one kind of heavy work (reports, exports, imports, search, the assistant) in one process,
 * shared fairly: a person holds at most `perPerson` (running or waiting; past it they are refused at
 * once), an organization at most `perOrganization` running, the process at most `perProcess`. A request
 * that finds its organization's or the process's slots taken waits, up to `maxWaitMs`; a freed slot goes
 * to the waiting request whose organization runs the fewest, the earliest first among equals, so a busy
 * tenant cannot keep a quiet one waiting behind its queue. Light requests never enter: they cannot be
 * refused for heavy work (plugins/heavy-work.ts).
 */
export interface SlotLimits {
  perPerson: number;
  perOrganization: number;
  perProcess: number;
  /** How long a request may wait for its organization's or the process's slot before it is refused. */
  maxWaitMs: number;
}

/** Who asks: a person (or an anonymous address) of an organization (or the address again). */
export interface SlotClaim {
  person: string;
  organization: string;
}

/** Why a claim was refused: the person holds all theirs, or no slot came free in time. */
export type SlotRefusal = 'person' | 'busy';

export class SlotRefused extends Error {
  constructor(readonly reason: SlotRefusal) {
    super(reason === 'person' ? 'This person holds all their slots' : 'No slot came free in time');
  }
}

interface Waiter {
  claim: SlotClaim;
  grant: (release: () => void) => void;
  refuse: (reason: SlotRefusal) => void;
}

function adjust(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export function createFairSlots(limits: SlotLimits) {
  /** Running and waiting per person: the person's bound counts both. */
  const heldByPerson = new Map<string, number>();
  const runningByOrganization = new Map<string, number>();
  let running = 0;
  const waiting: Waiter[] = [];

  const fits = (claim: SlotClaim) =>
    running < limits.perProcess &&
    (runningByOrganization.get(claim.organization) ?? 0) < limits.perOrganization;

  function start(claim: SlotClaim): () => void {
    running++;
    adjust(runningByOrganization, claim.organization, 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      running--;
      adjust(runningByOrganization, claim.organization, -1);
      adjust(heldByPerson, claim.person, -1);
      handOn();
    };
  }

  /** Gives freed slots to waiting requests: the organization running the fewest first, then the earliest. */
  function handOn() {
    while (waiting.length > 0) {
      let chosen = -1;
      for (let index = 0; index < waiting.length; index++) {
        const candidate = waiting[index] as Waiter;
        if (!fits(candidate.claim)) continue;
        const chosenWaiter = waiting[chosen];
        if (
          !chosenWaiter ||
          (runningByOrganization.get(candidate.claim.organization) ?? 0) <
            (runningByOrganization.get(chosenWaiter.claim.organization) ?? 0)
        )
          chosen = index;
      }
      if (chosen < 0) return;
      const [waiter] = waiting.splice(chosen, 1) as [Waiter];
      waiter.grant(start(waiter.claim));
    }
  }

  return {
    /**
     * A slot for `claim`: resolves to its release (call it once the work is done; a second call does
     * nothing), or rejects with SlotRefused. `signal` withdraws a waiting claim (its client went away).
     */
    acquire(claim: SlotClaim, signal?: AbortSignal): Promise<() => void> {
      if ((heldByPerson.get(claim.person) ?? 0) >= limits.perPerson)
        return Promise.reject(new SlotRefused('person'));
      adjust(heldByPerson, claim.person, 1);
      if (fits(claim) && waiting.length === 0) return Promise.resolve(start(claim));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => leave('busy'), limits.maxWaitMs);
        const onAbort = () => leave('busy');
        const waiter: Waiter = {
          claim,
          grant: (release) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
          refuse: (reason) => reject(new SlotRefused(reason)),
        };
        function leave(reason: SlotRefusal) {
          const index = waiting.indexOf(waiter);
          if (index < 0) return;
          waiting.splice(index, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          adjust(heldByPerson, claim.person, -1);
          waiter.refuse(reason);
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
        if (signal?.aborted) return leave('busy');
        handOn();
      });
    },
    /** What is held now (metrics and tests). */
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type FairSlots = ReturnType<typeof createFairSlots>;
