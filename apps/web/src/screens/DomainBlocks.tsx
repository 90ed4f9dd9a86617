import { unblockDomain } from '@trumpet/core';
import { Button, EyeOffIcon, useT } from '@trumpet/ui';
import { useUserList } from '../connected/useUserList';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch } from '../store/StoreProvider';
import { AccountListFeed } from './account/AccountColumn';

/** /domain_blocks: hidden domains; unblocking needs no confirmation (SPEC §4) and core drops it from the list. */
export default function DomainBlocks({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const list = useUserList('domain_blocks');
  const render = (domain: string) => (
    <div className="w-domain">
      <span className="w-domain__name">{domain}</span>
      <Button variant="secondary" size="s" onPress={() => dispatch(unblockDomain.request({ domain }))}>
        {t('screens.domain_blocks.unblock', { domain })}
      </Button>
    </div>
  );
  return (
    <ScreenColumn title={t('nav.domain_blocks')} icon={EyeOffIcon} column={column}>
      <AccountListFeed {...list} label={t('nav.domain_blocks')} memoryKey="domain_blocks" emptyMessage={t('screens.domain_blocks.empty')} renderItem={render} />
    </ScreenColumn>
  );
}
