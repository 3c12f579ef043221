import { CameraOutline, EditSOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import type { CurrentUserQuery } from '../../gql/graphql.ts';
import { useAvatarUpload } from './useAvatarUpload.ts';

interface ProfileHeadProps {
  me: NonNullable<CurrentUserQuery['me']>;
  onEditName: () => void;
}

/** The Me screen's head: the avatar (tap to change it), the nickname (tap to edit it) and the user id. */
export function ProfileHead({ me, onEditName }: ProfileHeadProps) {
  const { t } = useTranslation(['account', 'common']);
  const avatar = useAvatarUpload();
  return (
    <header className="profile-head">
      <button
        type="button"
        className="profile-avatar"
        aria-label={t('profile.changeAvatar')}
        data-testid="profile-avatar"
        disabled={avatar.uploading}
        onClick={avatar.choose}
      >
        {me.avatar ? (
          <Picture src={me.avatar} alt={me.nickname} {...PICTURE.avatar} sizes="64px" eager />
        ) : (
          <span className="profile-avatar-placeholder">
            <UserOutline />
          </span>
        )}
        <span className="profile-avatar-badge" aria-hidden="true">
          <CameraOutline />
        </span>
      </button>
      <input
        ref={avatar.fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-input"
        onChange={(e) => void avatar.onAvatarChosen(e)}
      />
      <div className="profile-identity">
        {/* Named by what it shows and what it does: "Demo Buyer, Edit nickname". */}
        <button type="button" className="profile-name" onClick={onEditName}>
          <span data-testid="profile-nickname">{me.nickname}</span>
          <EditSOutline aria-hidden />
          <span className="visually-hidden">{t('profile.editNickname')}</span>
        </button>
        <p className="profile-id">{t('profile.userId', { id: me.id })}</p>
      </div>
    </header>
  );
}
