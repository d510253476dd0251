import styled from 'styled-components';

/** A member's photo on their card and on its verification page: a 6rem square, cropped. */
export const MemberPhoto = styled.img.attrs({ width: 96, height: 96 })`
  flex-shrink: 0;
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
