import {
  CLIENT_NAME_TOKEN as CLIENT,
  type Section,
  type TemplateCategory,
  type TemplateComplexity,
} from '@clientdock/shared';

// Spec §9: the six free sample templates. Bump SAMPLE_TEMPLATES_VERSION whenever their content changes, so every
// instance brings its copies up to date at the next start (downloads and reviews are kept).
export const SAMPLE_TEMPLATES_VERSION = 2;

export interface SampleTemplate {
  id: string;
  name: string;
  excerpt: string;
  description: string;
  category: TemplateCategory;
  complexity: TemplateComplexity;
  estimatedSetupTime: number;
  tags: string[];
  accentColor: string;
  sections: Section[];
}

const APPROVAL_CHOICES = ['Approved', 'Approved with changes', 'Not approved'];

export const SAMPLE_TEMPLATES: readonly SampleTemplate[] = [
  {
    id: 'sample-creative-portfolio',
    name: 'Creative Portfolio',
    excerpt: 'Present design concepts, collect a rating and a favourite, and deliver the final files.',
    description:
      'For designers, illustrators and photographers. Open with a branded welcome, tell the story behind the ' +
      'work, show the concepts in a gallery, and let the client rate them and pick a favourite before you ' +
      'deliver the final artwork.',
    category: 'creative',
    complexity: 'beginner',
    estimatedSetupTime: 15,
    tags: ['design', 'portfolio', 'feedback', 'branding'],
    accentColor: '#7c3aed',
    sections: [
      {
        id: 'welcome',
        type: 'hero',
        title: `Creative work for ${CLIENT}`,
        subtitle: 'Concepts, revisions and final files, all in one place.',
        imageFileId: null,
      },
      {
        id: 'brief',
        type: 'content',
        title: 'The brief',
        html:
          `<p>Here is what we set out to do for ${CLIENT}, and how each concept answers it.</p>` +
          '<ul><li><strong>Goal:</strong> what the work needs to achieve</li>' +
          '<li><strong>Audience:</strong> who it speaks to</li>' +
          '<li><strong>Tone:</strong> how it should feel</li></ul>',
      },
      { id: 'concepts', type: 'gallery', title: 'Design concepts', fileIds: [] },
      {
        id: 'concept-feedback',
        type: 'form',
        title: 'Your feedback on the concepts',
        description: 'Rate the work so far and tell us which direction to take forward.',
        fields: [
          { id: 'overall-rating', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } },
          {
            id: 'favourite',
            type: 'select',
            label: 'Favourite concept',
            required: false,
            options: { choices: ['Concept A', 'Concept B', 'Concept C'] },
          },
          {
            id: 'comments',
            type: 'textarea',
            label: 'What should change?',
            required: false,
            placeholder: 'Colours, type, layout, anything that stands out',
          },
          { id: 'ready', type: 'checkbox', label: 'Go ahead with the final artwork', required: false },
        ],
      },
      { id: 'final-files', type: 'files', title: 'Final files' },
    ],
  },
  {
    id: 'sample-consulting-proposal',
    name: 'Consulting Proposal',
    excerpt: 'A proposal clients can read, question and approve in one link.',
    description:
      'For consultants and advisors. Lay out the situation, your approach, the timeline and the investment, ' +
      'attach supporting documents, and ask for a clear decision: approved, approved with changes, or not approved.',
    category: 'consulting',
    complexity: 'intermediate',
    estimatedSetupTime: 30,
    tags: ['proposal', 'strategy', 'approval', 'pricing'],
    accentColor: '#0f766e',
    sections: [
      {
        id: 'cover',
        type: 'hero',
        title: `Proposal for ${CLIENT}`,
        subtitle: 'Our understanding, our approach and what it takes to get there.',
        imageFileId: null,
      },
      {
        id: 'summary',
        type: 'content',
        title: 'Executive summary',
        html:
          `<p>${CLIENT} asked us to look at the challenge below. In short: what we found, what we recommend, and ` +
          'the result you can expect.</p>',
      },
      {
        id: 'approach',
        type: 'content',
        title: 'Scope and approach',
        html:
          '<ol><li><strong>Discovery</strong>: interviews, data review and a shared problem statement</li>' +
          '<li><strong>Recommendations</strong>: options with their costs, risks and benefits</li>' +
          '<li><strong>Roadmap</strong>: a plan your team can carry out, with owners and dates</li></ol>',
      },
      {
        id: 'investment',
        type: 'content',
        title: 'Timeline and investment',
        html:
          '<p><strong>Timeline:</strong> six weeks from the kick-off.</p>' +
          '<p><strong>Investment:</strong> a fixed fee, invoiced in two parts: half at the start, half on delivery.</p>',
      },
      { id: 'documents', type: 'files', title: 'Supporting documents' },
      {
        id: 'decision',
        type: 'form',
        title: 'Your decision',
        description: 'Let us know how you would like to proceed.',
        fields: [
          {
            id: 'approval-status',
            type: 'select',
            label: 'Approval status',
            required: true,
            options: { choices: APPROVAL_CHOICES },
          },
          {
            id: 'fit',
            type: 'rating',
            label: 'How well does this proposal meet your needs?',
            required: false,
            options: { max: 5 },
          },
          {
            id: 'changes',
            type: 'textarea',
            label: 'Questions or changes',
            required: false,
            placeholder: 'Anything you would like us to adjust before we start',
          },
        ],
      },
    ],
  },
  {
    id: 'sample-web-development',
    name: 'Web Development',
    excerpt: 'Share milestones, mockups and staging builds, then run user acceptance testing.',
    description:
      'For developers and studios. Keep the project plan, the design mockups and each staging build together, ' +
      'and close every milestone with a test checklist the client confirms before launch.',
    category: 'development',
    complexity: 'advanced',
    estimatedSetupTime: 45,
    tags: ['website', 'testing', 'launch', 'milestones'],
    accentColor: '#2563eb',
    sections: [
      {
        id: 'project',
        type: 'hero',
        title: `${CLIENT} website project`,
        subtitle: 'Milestones, builds and sign-off for your new site.',
        imageFileId: null,
      },
      {
        id: 'milestones',
        type: 'content',
        title: 'Milestones',
        html:
          '<ol><li><strong>Design</strong>: mockups of the key pages</li>' +
          '<li><strong>Build</strong>: a staging site you can click through</li>' +
          '<li><strong>Testing</strong>: your checks on desktop and phone</li>' +
          '<li><strong>Launch</strong>: the site goes live on your domain</li></ol>',
      },
      { id: 'mockups', type: 'gallery', title: 'Design mockups', fileIds: [] },
      { id: 'builds', type: 'files', title: 'Staging builds and documentation' },
      {
        id: 'uat',
        type: 'form',
        title: 'User acceptance testing',
        description: 'Please confirm each check once you have tried it on the staging site.',
        fields: [
          { id: 'tested-desktop', type: 'checkbox', label: 'I tested the site in a desktop browser', required: true },
          { id: 'tested-phone', type: 'checkbox', label: 'I tested the site on a phone', required: true },
          {
            id: 'tested-forms',
            type: 'checkbox',
            label: 'Forms, links and checkout work as expected',
            required: true,
          },
          {
            id: 'launch-readiness',
            type: 'select',
            label: 'Launch readiness',
            required: false,
            options: { choices: ['Ready to launch', 'Needs fixes first'] },
          },
          {
            id: 'issues',
            type: 'textarea',
            label: 'Bugs or issues found',
            required: false,
            placeholder: 'Page, device and what happened',
          },
        ],
      },
    ],
  },
  {
    id: 'sample-marketing-campaign',
    name: 'Marketing Campaign',
    excerpt: 'Brief, creative assets and media plan for a campaign, with sign-off before launch.',
    description:
      'For marketers and agencies. Share the campaign brief, the ads and visuals, the media plan and the ' +
      'reports as they come in, and get a documented sign-off before anything goes live.',
    category: 'marketing',
    complexity: 'intermediate',
    estimatedSetupTime: 30,
    tags: ['campaign', 'ads', 'social', 'reporting'],
    accentColor: '#db2777',
    sections: [
      {
        id: 'hub',
        type: 'hero',
        title: `${CLIENT} campaign hub`,
        subtitle: 'Everything for the campaign: brief, creative, plan and results.',
        imageFileId: null,
      },
      {
        id: 'campaign-brief',
        type: 'content',
        title: 'Campaign brief',
        html:
          '<ul><li><strong>Objective:</strong> the one result this campaign is measured on</li>' +
          '<li><strong>Audience:</strong> who we reach, and where</li>' +
          '<li><strong>Message:</strong> what they should remember</li>' +
          '<li><strong>Channels and dates:</strong> when each part runs</li></ul>',
      },
      { id: 'assets', type: 'gallery', title: 'Creative assets', fileIds: [] },
      { id: 'plan', type: 'files', title: 'Media plan and reports' },
      {
        id: 'sign-off',
        type: 'form',
        title: 'Campaign sign-off',
        description: 'Approve the creative and the plan so we can schedule the launch.',
        fields: [
          {
            id: 'approval-status',
            type: 'select',
            label: 'Approval status',
            required: true,
            options: { choices: APPROVAL_CHOICES },
          },
          { id: 'overall-rating', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } },
          {
            id: 'notes',
            type: 'textarea',
            label: 'Notes for the team',
            required: false,
            placeholder: 'Copy changes, legal checks, timing',
          },
        ],
      },
    ],
  },
  {
    id: 'sample-legal-documents',
    name: 'Legal Documents',
    excerpt: 'Share contracts and agreements for review, with an acknowledgement and approval on record.',
    description:
      'For lawyers, accountants and anyone who sends documents to sign off. Explain how to review them, ' +
      'share the documents, and record the client’s acknowledgement and approval with a date.',
    category: 'legal',
    complexity: 'beginner',
    estimatedSetupTime: 20,
    tags: ['contracts', 'agreements', 'review', 'compliance'],
    accentColor: '#475569',
    sections: [
      {
        id: 'documents-intro',
        type: 'hero',
        title: `Documents for ${CLIENT}`,
        subtitle: 'Please review the documents below and confirm your approval.',
        imageFileId: null,
      },
      {
        id: 'how-to-review',
        type: 'content',
        title: 'How to review these documents',
        html:
          '<ol><li>Open each document and read it in full.</li>' +
          '<li>Leave a comment on any clause you would like to discuss.</li>' +
          '<li>When you are satisfied, confirm below. Your answer is recorded with the date.</li></ol>' +
          '<p>This portal does not replace legal advice; ask us if anything is unclear.</p>',
      },
      { id: 'documents', type: 'files', title: 'Documents for review' },
      {
        id: 'review',
        type: 'form',
        title: 'Document review',
        fields: [
          {
            id: 'read-confirmation',
            type: 'checkbox',
            label: 'I have read and understood the documents',
            required: true,
          },
          {
            id: 'approval-status',
            type: 'select',
            label: 'Approval status',
            required: true,
            options: { choices: ['Approved', 'Changes requested'] },
          },
          {
            id: 'questions',
            type: 'textarea',
            label: 'Questions or requested changes',
            required: false,
            placeholder: 'Name the document and clause',
          },
        ],
      },
    ],
  },
  {
    id: 'sample-general-business',
    name: 'General Business',
    excerpt: 'A clean, all-purpose client space: welcome, summary, shared files and feedback.',
    description:
      'For any client work. A welcome, a short project summary, a place for shared files and a feedback form: ' +
      'the simplest way to give a client one link for everything.',
    category: 'general',
    complexity: 'beginner',
    estimatedSetupTime: 10,
    tags: ['client', 'files', 'feedback', 'starter'],
    accentColor: '#059669',
    sections: [
      {
        id: 'welcome',
        type: 'hero',
        title: `Welcome, ${CLIENT}`,
        subtitle: 'Your project space: files, updates and feedback in one place.',
        imageFileId: null,
      },
      {
        id: 'summary',
        type: 'content',
        title: 'Project summary',
        html:
          '<p>What we are working on, where things stand and what comes next. We will keep this page up to date ' +
          'as the work moves along.</p>',
      },
      { id: 'shared-files', type: 'files', title: 'Shared files' },
      {
        id: 'feedback',
        type: 'form',
        title: 'Your feedback',
        fields: [
          { id: 'overall-rating', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } },
          {
            id: 'comments',
            type: 'textarea',
            label: 'Comments',
            required: false,
            placeholder: 'What is working well, and what could be better?',
          },
        ],
      },
    ],
  },
];
