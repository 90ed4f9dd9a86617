import type { RootState } from '../../store/root-reducer';
import type { DirectoryState } from './directory-state';

export const selectDirectory = (state: RootState): DirectoryState => state.directory;
