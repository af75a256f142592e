/** English text of the public ACM and OI ranks. */
export const rankEnUS = {
  nav: 'Rank',
  route: { acm: 'ACM Rank', oi: 'OI Rank' },
  heading: { acm: 'ACM Ranklist', oi: 'OI Ranklist' },
  tab: { acm: 'ACM', oi: 'OI' },
  chart: { title: 'Top 10', label: 'Bar chart of the top 10 users', ac: 'AC', total: 'Total', score: 'Score' },
  search: 'Username, nickname or real name',
  searchButton: 'Search',
  col: {
    seq: '#',
    user: 'User',
    nickname: 'Nickname',
    ac: 'AC',
    total: 'Total',
    rating: 'Rating',
    score: 'Score',
    acTotal: 'AC / Total',
    signature: 'Signature',
  },
  empty: 'No user to show',
  acLink: 'Submissions of {{name}}',
};
