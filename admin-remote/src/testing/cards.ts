import { screen, within } from '@testing-library/react';

/** The headings of the cards on screen, in order (dialog titles are left out). */
export const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
