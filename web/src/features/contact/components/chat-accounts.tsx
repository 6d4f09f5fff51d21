import { QRCodeSVG } from 'qrcode.react';
import { CONTACT_QR } from '@site/contract/rules';
import { type GlobalSettings } from '@site/contract';
import { ChatIcon } from '@/components/ui/icons';
import { resolveApiUrl } from '@/lib/url-format';
import { th } from '@/i18n/th';
import { thScreens } from '@/i18n/th-screens';
import '../contact.css';

type LineAccounts = GlobalSettings['line'];

/** The two chat accounts of spec 1, each with a QR code (level M, 150 px) and a clickable id. */
export function ChatAccounts({ line }: { line: LineAccounts }) {
  const accounts = [
    { key: 'main', label: thScreens.contact.main, account: line.line1 },
    { key: 'backup', label: thScreens.contact.backup, account: line.line2 },
  ] as const;
  return (
    <ul className="chat-accounts">
      {accounts.map(({ key, label, account }) => {
        // A link that fails the format check of spec 5 gets neither a QR code nor a link (docs/design/web-app.md#url-check).
        const url = resolveApiUrl(account.url);
        return (
          <li key={key} className="card chat-account" data-testid={`chat-account-${key}`}>
            <h2 className="chat-account__label">{label}</h2>
            {url ? (
              <>
                <QRCodeSVG
                  value={url}
                  level={CONTACT_QR.level}
                  size={CONTACT_QR.size}
                  marginSize={2}
                  title={thScreens.contact.qrAlt(account.id)}
                  className="chat-account__qr"
                />
                {/* on a phone the QR is on the same screen: the id is the big button that opens the chat */}
                <a
                  className="btn btn--line chat-account__id"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={thScreens.contact.openChat(account.id)}
                >
                  <ChatIcon size={22} />
                  <span>{account.id}</span>
                </a>
              </>
            ) : (
              <>
                <p className="chat-account__id">{account.id}</p>
                <p className="form__error" role="alert">
                  {th.errors.invalidUrl}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
