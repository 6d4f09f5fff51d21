import { QRCodeSVG } from 'qrcode.react';
import { CONTACT_QR } from '@site/contract/rules';
import { type GlobalSettings } from '@site/contract';
import { thScreens } from '@/i18n/th-screens';

type LineAccounts = GlobalSettings['line'];

/** The two chat accounts of spec 1, each with a QR code (level M, 150 px) and a clickable id. */
export function ChatAccounts({ line }: { line: LineAccounts }) {
  const accounts = [
    { key: 'main', label: thScreens.contact.main, account: line.line1 },
    { key: 'backup', label: thScreens.contact.backup, account: line.line2 },
  ] as const;
  return (
    <ul className="chat-accounts">
      {accounts.map(({ key, label, account }) => (
        <li key={key} className="card chat-account" data-testid={`chat-account-${key}`}>
          <h2 className="chat-account__label">{label}</h2>
          <QRCodeSVG
            value={account.url}
            level={CONTACT_QR.level}
            size={CONTACT_QR.size}
            marginSize={2}
            title={thScreens.contact.qrAlt(account.id)}
            className="chat-account__qr"
          />
          <a
            className="chat-account__id"
            href={account.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={thScreens.contact.openChat(account.id)}
          >
            {account.id}
          </a>
        </li>
      ))}
    </ul>
  );
}
