import { hashtagColumnTags, parseTagList, tagsForName, tagsInName } from './hashtag-params';

describe('hashtag column tags (SPEC §7 any[], all[], none[])', () => {
  it('reads tags as typed: spaces or commas, without #, lowercase, each once', () => {
    expect(parseTagList(' #Dogs, owls  #dogs,,')).toEqual(['dogs', 'owls']);
    expect(parseTagList('   ')).toEqual([]);
  });

  it('reads the column params, as Trumpet stores them and as Mastodon does ({ value, label })', () => {
    expect(hashtagColumnTags({ id: 'cats', tags: { any: ['dogs', 'Owls'], all: [], none: [{ value: 'mice', label: 'mice' }] } })).toEqual({
      any: ['dogs', 'owls'],
      none: ['mice'],
    });
    expect(hashtagColumnTags({ id: 'cats' })).toEqual({});
    expect(hashtagColumnTags({ id: 'cats', tags: ['dogs'] })).toEqual({});
  });

  it('writes tags into a timeline name and reads them back', () => {
    const tags = { any: ['dogs', 'owls'], none: ['mice'] };
    expect(tagsForName(tags)).toBe('any=dogs+owls&none=mice');
    expect(tagsInName(tagsForName(tags))).toEqual(tags);
    expect(tagsInName('bogus=1&any=')).toEqual({});
  });
});
