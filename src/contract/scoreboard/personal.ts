/**
 * Who may read the real names, schools and genders on a contest's boards (the board, the scroll
 * board): the contest's admins always; participants only when the contest ranks by real name;
 * nobody else (visitors, signed-in users who did not take part). The others get these fields
 * empty, and the board then shows usernames where it would show real names.
 */
import type { RankShowName } from './board-rows.ts';

export interface PersonalFields {
  realname: string;
  school: string;
  gender: string;
}

export function maySeePersonal(
  who: { contestAdmin: boolean; participant: boolean },
  rankShowName: RankShowName,
): boolean {
  return who.contestAdmin || (who.participant && rankShowName === 'realname');
}

export function withoutPersonal<R extends PersonalFields>(row: R): R {
  return { ...row, realname: '', school: '', gender: '' };
}
