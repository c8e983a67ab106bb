import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { LEGAL_UPDATED } from '../content/legal';
import { STORED_ITEMS } from '../content/stored-items';

function StoredItemsTable({ kind }: { kind: 'cookie' | 'storage' }) {
  const items = STORED_ITEMS.filter((item) => item.kind === kind);
  return (
    <>
      {/* Phones get one card per item; the table needs the width of a larger screen. */}
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' }, mb: 2 }}>
        {items.map((item) => (
          <Card
            key={item.name}
            component="dl"
            sx={{ p: 2, m: 0, '& dt': { fontWeight: 600, color: 'text.primary' }, '& dd': { m: 0, mb: 1 } }}
          >
            <Typography component="dt" sx={{ fontFamily: 'ui-monospace, Menlo, monospace', wordBreak: 'break-all' }}>
              {item.name}
            </Typography>
            <dd>{item.purpose}</dd>
            <Typography component="dt" variant="body2">
              Who gets it
            </Typography>
            <Typography component="dd" variant="body2">
              {item.who}
            </Typography>
            <Typography component="dt" variant="body2">
              Lifetime
            </Typography>
            <Typography component="dd" variant="body2">
              {item.lifetime}
            </Typography>
          </Card>
        ))}
      </Stack>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={kind === 'cookie' ? 'Cookies' : 'Browser storage'}
        sx={{ display: { xs: 'none', sm: 'block' }, border: 1, borderColor: 'divider', borderRadius: 2, mb: 2 }}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Name</TableCell>
              <TableCell scope="col">Purpose</TableCell>
              <TableCell scope="col">Who gets it</TableCell>
              <TableCell scope="col">Lifetime</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.name}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontFamily: 'ui-monospace, Menlo, monospace', wordBreak: 'break-all', minWidth: 120 }}
                >
                  {item.name}
                </TableCell>
                <TableCell>{item.purpose}</TableCell>
                <TableCell>{item.who}</TableCell>
                <TableCell>{item.lifetime}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <p>
        ClientDock sets only the cookies it needs to work: one to keep creators signed in, and two for clients who open
        a portal. It sets no advertising, tracking or third-party cookies, and loads nothing from other sites, which is
        why there is no cookie banner.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          All of them are first-party, HTTP-only (scripts on the page cannot read them), SameSite=Lax, and marked Secure
          when the site runs on HTTPS.
        </p>
        <StoredItemsTable kind="cookie" />
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Browser storage',
    body: (
      <>
        <p>Two small values are kept in your browser’s local storage. They never leave your browser.</p>
        <StoredItemsTable kind="storage" />
        <p>
          If you turn on push notifications, your browser also keeps a push subscription for this site, which you can
          remove in your browser’s site settings.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    title: 'Removing them',
    body: (
      <p>
        You can delete these cookies and values in your browser’s settings at any time. Without the session cookie you
        are signed out; without a portal’s access cookie you are asked for the PIN or code again; without the visitor
        cookie the creator sees your next visit as a new visitor.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      description="Which cookies and browser storage ClientDock uses: a sign-in session for creators, a per-portal access cookie and a visitor cookie for clients, and your theme choice."
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
    />
  );
}
