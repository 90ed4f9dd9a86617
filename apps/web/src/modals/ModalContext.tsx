import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ModalRequest } from './modal-types';

interface ModalValue {
  modal: ModalRequest | null;
  openModal: (modal: ModalRequest) => void;
  closeModal: () => void;
}

const ModalContext = createContext<ModalValue>({ modal: null, openModal: () => undefined, closeModal: () => undefined });

/** SPEC §4 Modals: open sets type and props, close resets; a body class is set while open. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalRequest | null>(null);
  const openModal = useCallback((next: ModalRequest) => {
    document.body.classList.add('with-modals--active');
    setModal(next);
  }, []);
  const closeModal = useCallback(() => {
    document.body.classList.remove('with-modals--active');
    setModal(null);
  }, []);
  const value = useMemo(() => ({ modal, openModal, closeModal }), [modal, openModal, closeModal]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export const useModals = (): ModalValue => useContext(ModalContext);
