import { agendaSchema } from '../home.ts';
import { endpoint } from './define.ts';

/** The home page's calls for the signed-in user. */
export const homeEndpoints = {
  agenda: endpoint({ method: 'GET', path: '/api/get-my-agenda', answer: agendaSchema, caller: 'signed-in' }),
};
