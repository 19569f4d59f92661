// BidiLocalization: work in progress in this session.
