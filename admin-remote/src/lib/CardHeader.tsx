import styled from 'styled-components';

/** The top line of an admin card: its h2 (the card's name) and badges, wrapping on a narrow card. */
export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;
