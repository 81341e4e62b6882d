from tools.monkey.command import main

raise SystemExit(main())
