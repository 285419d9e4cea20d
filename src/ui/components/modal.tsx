import { useEffect, useId, useRef, useState, type ReactNode, type MouseEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_Z_INDEX } from '../../domain/constants';
import { usePortalContainer } from '../theme/portal-container';
import * as css from './modal.css';

export interface ModalProps {
  readonly open: boolean;
  readonly title?: ReactNode;
  /** Called when the user asks to close (mask click, Close button, Escape), only if closable. */
  readonly onClose?: () => void;
  /** When false the modal stays open and shows `notClosableNotice` as a warning when the user tries. */
  readonly closable?: boolean;
  readonly notClosableNotice?: ReactNode;
  /** The Close button is shown by default. */
  readonly showCloseButton?: boolean;
  readonly zIndex?: number;
  readonly children?: ReactNode;
  /** Where the modal is rendered; by default the app's portal container (inside the theme root). */
  readonly container?: Element | DocumentFragment | null;
  readonly 'aria-label'?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes everything of the app outside `element` inert (not focusable, not clickable, hidden from screen
 * readers and axe) while a modal is open; elements marked `data-stay-active` (the toast region) stay
 * reachable. Stops at the document body or the shadow root, so a host page around the widget is left
 * alone. Returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const changed: Element[] = [];
  let node: Element = element;
  while (node.parentElement && node.parentElement !== document.body) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute('data-stay-active')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => changed.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * The generic modal: closes on mask click or its Close button through the close
 * callback; when not closable it shows its notice as a warning and stays open; clicks inside do nothing;
 * stacking level 1000. Focus stays inside while it is open and goes back where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const { open, title, onClose, closable = true, notClosableNotice, showCloseButton = true, zIndex = MODAL_Z_INDEX, children, container } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [noticeShown, setNoticeShown] = useState(false);
  const portalContainer = usePortalContainer();
  const maskRef = useRef<HTMLDivElement>(null);
  // One effect, in this order: what had the focus (what opened the dialog) is read before the page around is made
  // inert (a browser moves the focus of an inert element to <body>), and given back after the page is live again.
  useEffect(() => {
    if (!open) {
      setNoticeShown(false);
      return;
    }
    const panel = panelRef.current;
    // Inside a shadow root (the widget) the document only knows the host element: ask the panel's own root.
    const previouslyFocused = ((panel?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement ?? document.activeElement) as HTMLElement | null;
    const undoInert = maskRef.current ? inertOutside(maskRef.current) : () => {};
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => {
      undoInert();
      if (previouslyFocused && typeof previouslyFocused.focus === 'function' && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (closable) onClose?.();
    else setNoticeShown(true);
  };
  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;

  // When the content changes under the focus (a step replaces the button that had it), focus comes back
  // into the modal; Escape works while it is open wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const active = panel ? (panel.getRootNode() as Document | ShadowRoot).activeElement : null;
    if (panel && (!active || active === document.body)) panel.focus();
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        requestCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;

  const onMaskClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) requestClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape is the document listener's (above); here only Tab is kept inside.
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = (panelRef.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const content = (
    <div ref={maskRef} className={css.mask} style={{ zIndex }} onClick={onMaskClick} data-testid="modal-mask">
      <div
        ref={panelRef}
        className={css.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : props['aria-label']}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
        ) : null}
        {children}
        {!closable && noticeShown && notClosableNotice ? (
          <div role="alert" className={css.notice}>
            {notClosableNotice}
          </div>
        ) : null}
        {/* After the content in the DOM (shown top right), so focus starts in the content. */}
        {showCloseButton ? (
          <button type="button" className={css.close} aria-label="Close" onClick={requestClose}>
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
  const target = container ?? portalContainer ?? (typeof document === 'undefined' ? null : document.body);
  return target ? createPortal(content, target) : content;
}
