import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ChunkLoadError, lazyModule } from './lazy-module';
import { useLazyModule } from './use-lazy-module';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyModule', () => {
  it('imports once and keeps what it gave', async () => {
    const importer = jest.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule('answer', importer);
    expect(module.current()).toBeNull();
    module.preload();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    await module.load();
    expect(module.current()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('names a failure as SPEC §8 does and imports afresh on the next load', async () => {
    const importer = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const module = lazyModule('compose', importer);
    const failure = module.load();
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow('Loading chunk compose failed.\n(error: offline)');
    await expect(module.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preload never rejects', async () => {
    const module = lazyModule('gone', () => Promise.reject(new Error('404')));
    expect(() => module.preload()).not.toThrow();
    await expect(module.load()).rejects.toThrow('(error: 404)');
  });
});

describe('useLazyModule', () => {
  it('renders nothing until the code arrives, then the component, and later uses render at once', async () => {
    let arrive: (component: ComponentType<{ name: string }>) => void = () => undefined;
    const importer = jest.fn(() => new Promise<ComponentType<{ name: string }>>((done) => (arrive = done)));
    const module = lazyModule('greeting', importer);
    function Host() {
      const Loaded = useLazyModule(module);
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
});
