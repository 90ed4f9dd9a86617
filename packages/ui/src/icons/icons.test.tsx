import { render, screen } from '@testing-library/react';
import * as shapes from './icons';
import * as more from './more-icons';
import * as icons from '.';

describe('icons', () => {
  const entries = Object.entries({ ...shapes, ...more });

  it('exports every icon the app needs', () => {
    for (const name of ['ReplyIcon', 'ReplyAllIcon', 'BoostIcon', 'FavouriteIcon', 'BookmarkIcon', 'ShareIcon', 'MoreIcon', 'LockIcon', 'GlobeIcon', 'UnlockIcon', 'EnvelopeIcon', 'PinIcon', 'BackIcon', 'CloseIcon', 'ChevronLeftIcon', 'ChevronRightIcon', 'SettingsIcon', 'HomeIcon', 'BellIcon', 'UsersIcon', 'HashIcon', 'ListIcon', 'StarIcon', 'SearchIcon', 'EditIcon', 'EyeIcon', 'EyeOffIcon', 'PlayIcon', 'ImageIcon', 'BotIcon', 'CheckIcon', 'CheckVerifiedIcon', 'ExternalIcon', 'MenuIcon', 'PlusIcon', 'RefreshIcon', 'TrashIcon', 'VolumeIcon', 'AlertIcon']) {
      expect(icons).toHaveProperty(name);
    }
  });

  it.each(entries)('%s is a decorative 20 px SVG in currentColor by default', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('fill') === 'currentColor' || svg.getAttribute('stroke') === 'currentColor').toBe(true);
  });

  it('gets an accessible name from title', () => {
    render(<icons.LockIcon title="Followers-only" size={16} />);
    expect(screen.getByRole('img', { name: 'Followers-only' }).getAttribute('width')).toBe('16');
  });
});
