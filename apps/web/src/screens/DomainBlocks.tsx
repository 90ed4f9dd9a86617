import { unblockDomain } from '@trumpet/core';
import { Button, EyeOffIcon } from '@trumpet/ui';
import { useUserList } from '../connected/useUserList';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch } from '../store/StoreProvider';
import { AccountListFeed } from './account/AccountColumn';

/** /domain_blocks: hidden domains; unblocking needs no confirmation (SPEC §4) and core drops it from the list. */
export default function DomainBlocks({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const list = useUserList('domain_blocks');
  const render = (domain: string) => (
    <div className="w-domain">
      <span className="w-domain__name">{domain}</span>
      <Button variant="secondary" size="s" onPress={() => dispatch(unblockDomain.request({ domain }))}>
        Unblock domain {domain}
      </Button>
    </div>
  );
  return (
    <ScreenColumn title="Hidden domains" icon={EyeOffIcon} column={column}>
      <AccountListFeed {...list} label="Hidden domains" memoryKey="domain_blocks" emptyMessage="There are no hidden domains yet." renderItem={render} />
    </ScreenColumn>
  );
}
