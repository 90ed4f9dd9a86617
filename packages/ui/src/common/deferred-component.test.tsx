import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { deferredComponent } from './deferred-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferredComponent', () => {
  it('renders nothing until the code arrives, then the component, and later uses render at once', async () => {
    let arrive: (component: ComponentType<{ name: string }>) => void = () => undefined;
    const importer = jest.fn(() => new Promise<ComponentType<{ name: string }>>((done) => (arrive = done)));
    const deferred = deferredComponent(importer);
    function Host() {
      const Loaded = deferred.useComponent();
      return Loaded ? <Loaded name="Ada" /> : <p>waiting</p>;
    }
    const first = render(<Host />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    first.unmount();
    render(<Host />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const importer = jest
      .fn<Promise<ComponentType<{ name: string }>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const deferred = deferredComponent(importer);
    await expect(deferred.load()).rejects.toThrow('offline');
    await expect(deferred.load()).resolves.toBe(Greeting);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
