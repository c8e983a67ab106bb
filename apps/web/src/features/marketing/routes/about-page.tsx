import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { CallToAction } from '../components/call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingSection } from '../components/marketing-section';

const PRINCIPLES = [
  {
    icon: DevicesOutlined,
    title: 'Clients never sign up',
    text: 'A client opens a link, maybe types a PIN or a code, and is in. Anything more is friction you pay for in follow-up emails.',
  },
  {
    icon: PaletteOutlined,
    title: 'Your brand leads',
    text: 'The portal is part of your work, so it carries your logo, your colours and, if you like, your domain.',
  },
  {
    icon: LockOutlined,
    title: 'Private by design',
    text: 'Unguessable links, throttled PINs and codes, files that only leave through an access check. No trackers, ever.',
  },
  {
    icon: HomeWorkOutlined,
    title: 'Yours to run',
    text: 'One process on one small server, with SQLite or PostgreSQL. Your clients’ files stay on a machine you choose.',
  },
  {
    icon: ChecklistRounded,
    title: 'A record you can trust',
    text: 'Every view, download and approval is recorded, and an approval names the exact file version it was given for.',
  },
  {
    icon: SpeedOutlined,
    title: 'Fast on a phone',
    text: 'Many clients open their portal on a phone, on a train. Portals load only what they need, and load it quickly.',
  },
];

const paragraph = { mb: 2, maxWidth: 720, lineHeight: 1.7 } as const;

export default function AboutPage() {
  return (
    <PageFrame
      eyebrow="About"
      title="Client work deserves a better hand-off"
      description="ClientDock is a client portal for freelancers and agencies: one private, branded place per project for files, updates, feedback and sign-off."
      meta={{
        title: 'About ClientDock',
        description:
          'Why ClientDock exists: a self-hostable client portal for freelancers and agencies who want their hand-offs to look as good as their work.',
      }}
    >
      <Grid container spacing={{ xs: 2, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <MarketingSection id="why" title="Why ClientDock exists">
            <Typography color="text.secondary" sx={paragraph}>
              Most client projects end the same way: a download link in one email, feedback in a reply to another, an
              approval somewhere in a chat, and a folder that anyone with the address can open. The work is good; the
              hand-off makes it look improvised, and nobody can say later which version was approved.
            </Typography>
            <Typography color="text.secondary" sx={paragraph}>
              ClientDock puts all of it in one place per project. You build a portal, lay it out the way you would a
              page, and share one link. Your client views and downloads the files, comments, approves or asks for
              changes, and answers your questions, without creating an account. You see each step as it happens.
            </Typography>
          </MarketingSection>
          <MarketingSection id="who" title="Who it is for">
            <Typography color="text.secondary" sx={paragraph}>
              Designers, photographers, developers, consultants, marketers and the studios and agencies they work in:
              anyone who delivers files to clients and needs a clear yes at the end. Freelancers start on the free plan;
              agencies bring their team, their brand and their own domain.
            </Typography>
          </MarketingSection>
          <MarketingSection id="open" title="Software you can run yourself">
            <Typography color="text.secondary" sx={paragraph}>
              ClientDock is built to be self-hosted. It runs as a single Node.js process with its database and files on
              one machine, and grows to PostgreSQL when you need it. The instance you are looking at is run by its
              operator; the software is the same for everyone.
            </Typography>
          </MarketingSection>
        </Grid>
      </Grid>
      <MarketingSection id="principles" title="What we hold to">
        <FeatureGrid items={PRINCIPLES} />
      </MarketingSection>
      <CallToAction title="See it with your own work" secondary={{ label: 'Explore the features', to: '/features' }} />
    </PageFrame>
  );
}
