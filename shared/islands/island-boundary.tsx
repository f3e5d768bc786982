import { Component, type ReactNode } from 'react';
import { IslandError, logIslandError } from './island-error';

interface Props {
  widget: string;
  onError(): void;
  children: ReactNode;
}

/** Catches a throwing widget so that only its own island shows an error; every other island keeps working. */
export class IslandBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    logIslandError(this.props.widget, 'crashed', [error.message], error);
    this.props.onError();
  }

  override render() {
    if (this.state.error)
      return <IslandError widget={this.props.widget} kind="crashed" details={[this.state.error.message]} />;
    return this.props.children;
  }
}
