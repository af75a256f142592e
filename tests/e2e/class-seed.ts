import type { Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';

/**
 * A class group (Class 7A, members join with its code) and a training in a new category, made by
 * root through the API: `auth` Private gives the training a password, and its admin sees its rank
 * without registering.
 */
export async function seedClassAndTraining(h: Verdict, root: string, auth: 'Public' | 'Private') {
  const group = await api(h, '/api/group', {
    token: root,
    json: {
      name: 'Class 7A',
      shortName: 'class7a',
      brief: 'Our class',
      description: 'Class 7A.',
      auth: 1,
      code: 'K7Q2ZP',
      visible: true,
    },
  });
  const category = await api(h, '/api/admin/training/category', {
    token: root,
    json: { name: 'Warm-up', color: '#0ea5e9' },
  });
  const training = await api(h, '/api/admin/training', {
    token: root,
    json: {
      training: {
        rank: 1,
        title: 'Warm-up',
        description: 'Sums.',
        auth,
        privatePwd: auth === 'Private' ? 'warm-up' : '',
        visible: true,
        openFrom: null,
        dueAt: null,
        onTimeRank: false,
      },
      trainingCategory: { id: category.id },
    },
  });
  return { group, training };
}
