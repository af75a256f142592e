import type { RemoteSite } from './remote-helpers.ts';
import { AtCoderStandIn } from './stand-ins/atcoder.ts';
import { HduStandIn } from './stand-ins/hdu.ts';
import { PojStandIn } from './stand-ins/poj.ts';

/** The page-read sites a setup runs against: their stand-in, address flag, a problem imported first and a language. */
export const ATCODER: RemoteSite<AtCoderStandIn> = {
  source: 'AC',
  standIn: (accounts) => new AtCoderStandIn(accounts),
  flag: 'remote-atcoder-url',
  option: 'atcoderUrl',
  problem: 'abc001_a',
  language: 'C++17',
};

export const HDU: RemoteSite<HduStandIn> = {
  source: 'HDU',
  standIn: (accounts) => new HduStandIn(accounts),
  flag: 'remote-hdu-url',
  option: 'hduUrl',
  problem: '1000',
  language: 'C++11',
};

export const POJ: RemoteSite<PojStandIn> = {
  source: 'POJ',
  standIn: (accounts) => new PojStandIn(accounts),
  flag: 'remote-poj-url',
  option: 'pojUrl',
  problem: '1000',
  language: 'C',
};
