/**
 * A contest's rules as data (spec doc 2 §3–§9, doc 3 §4): one entry per contest type holding what
 * differs between them — how a cell is scored and ranked, which submission counts, what the seal
 * does, what the pages offer and the admin form's defaults. The server and the UI ask
 * `contestRule(type)` instead of comparing type codes.
 */

/** The stored type codes. */
export const ContestType = { ACM: 0, OI: 1, CT: 2 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];

export interface ContestRule {
  type: ContestTypeCode;
  /** The short name the pages show. */
  label: 'ACM' | 'OI' | 'CT';
  /** How a cell is scored and the board ranked: solved and penalty time (acm), or scores (oi). */
  scoring: 'acm' | 'oi';
  /** ACM: the minutes each penalised try before the first accept costs; 0 where scores rank. */
  penaltyMinutes: number;
  /** The record that decides a cell (and whether it came after the end): the first accepted one, or the one the score takes. */
  decisiveRecord: 'firstAccepted' | 'scored';
  /** The score's record when the contest fixes it (a CT contest's last answer); null: the form's choice (latest or highest). */
  fixedScoreType: 'Recent' | null;
  /** The seal: switched on by the admins, or always on from the start until the last participant's end. */
  seal: 'optional' | 'fromStart';
  /** A record made in the sealed window: a frozen try ("n tries, result unknown"), or left off the frozen board. */
  sealedRecord: 'frozenTry' | 'hidden';
  /** While sealed, even one's own results stay hidden. */
  sealHidesOwn: boolean;
  /** An unsealed participant still sees their own submissions after the end in the list. */
  listsOwnAfterEnd: boolean;
  /** The problems it holds: judged code problems, or choice questions. */
  problemKind: 'code' | 'choice';
  /** The bank problems' type it takes (besides remote ones); null for choice questions. */
  problemType: 0 | 1 | null;
  /** Listed with the other contests (a CT contest has its own list). */
  listedWithContests: boolean;
  /** The submissions and comment tabs (a CT contest's answers are saved per problem). */
  listsSubmissions: boolean;
  /** The first-accept helper (balloons) and the scroll board of an ended sealed contest. */
  firstAccepts: boolean;
  /** A new submission replaces the last one that counts: the problem page asks before covering it. */
  confirmsCover: boolean;
  /** Its outside board's path: /contest/{board}-scoreboard/{cid}. */
  boardPath: 'acm' | 'oi';
  /** The admin form: whether it offers the seal switch and the score choice, and the seal option a switched-on seal starts with. */
  form: { offersSeal: boolean; offersScoreType: boolean; sealChoice: 'sixty' | 'fromStart' };
}

const ACM: ContestRule = {
  type: ContestType.ACM,
  label: 'ACM',
  scoring: 'acm',
  penaltyMinutes: 20,
  decisiveRecord: 'firstAccepted',
  fixedScoreType: null,
  seal: 'optional',
  sealedRecord: 'frozenTry',
  sealHidesOwn: false,
  listsOwnAfterEnd: true,
  problemKind: 'code',
  problemType: 0,
  listedWithContests: true,
  listsSubmissions: true,
  firstAccepts: true,
  confirmsCover: false,
  boardPath: 'acm',
  form: { offersSeal: true, offersScoreType: false, sealChoice: 'sixty' },
};

const OI: ContestRule = {
  type: ContestType.OI,
  label: 'OI',
  scoring: 'oi',
  penaltyMinutes: 0,
  decisiveRecord: 'scored',
  fixedScoreType: null,
  seal: 'optional',
  sealedRecord: 'hidden',
  sealHidesOwn: true,
  listsOwnAfterEnd: false,
  problemKind: 'code',
  problemType: 1,
  listedWithContests: true,
  listsSubmissions: true,
  firstAccepts: false,
  confirmsCover: true,
  boardPath: 'oi',
  form: { offersSeal: true, offersScoreType: true, sealChoice: 'fromStart' },
};

/**
 * Computational thinking: choice questions, each participant's last answer scoring, sealed from the
 * start — with one answer per problem counting, a participant who saw which answers score could try them all.
 */
const CT: ContestRule = {
  type: ContestType.CT,
  label: 'CT',
  scoring: 'oi',
  penaltyMinutes: 0,
  decisiveRecord: 'scored',
  fixedScoreType: 'Recent',
  seal: 'fromStart',
  sealedRecord: 'hidden',
  sealHidesOwn: true,
  listsOwnAfterEnd: false,
  problemKind: 'choice',
  problemType: null,
  listedWithContests: false,
  listsSubmissions: false,
  firstAccepts: false,
  confirmsCover: true,
  boardPath: 'oi',
  form: { offersSeal: false, offersScoreType: false, sealChoice: 'fromStart' },
};

export const CONTEST_RULES: Readonly<Record<ContestTypeCode, ContestRule>> = {
  [ContestType.ACM]: ACM,
  [ContestType.OI]: OI,
  [ContestType.CT]: CT,
};
export const CONTEST_TYPE_CODES = Object.values(ContestType) as ContestTypeCode[];

export const isContestType = (type: number): type is ContestTypeCode => Object.hasOwn(CONTEST_RULES, type);

/** The rules of a stored or sent contest type; an unknown type is refused. */
export function contestRule(type: number): ContestRule {
  if (!isContestType(type)) throw new RangeError(`unknown contest type ${type}`);
  return CONTEST_RULES[type];
}

/** The types whose rules answer `pick` with true (a query over the stored codes). */
export const contestTypesWhere = (pick: (rule: ContestRule) => boolean): ContestTypeCode[] =>
  CONTEST_TYPE_CODES.filter((t) => pick(CONTEST_RULES[t]));
