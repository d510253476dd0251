import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

interface State {
  error: Error | null;
}

/** Last line of defence: a rendering error anywhere below shows spec-notes §8's default error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error('Error inesperado de la aplicación:', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Page role="alert">
        <h1>Unexpected Application Error!</h1>
        <Message>{error.message}</Message>
        {/* A full page load, so the app starts again from a clean state. */}
        <a href="/">Volver al inicio</a>
      </Page>
    );
  }
}

const Page = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: 3rem 1.25rem;
`;

const Message = styled.pre`
  white-space: pre-wrap;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
